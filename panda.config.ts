import { defineConfig } from '@pandacss/dev';
import { createPreset } from '@park-ui/panda-preset';
import pink from '@park-ui/panda-preset/colors/pink';
import mauve from '@park-ui/panda-preset/colors/mauve';
import { printGlobalCss } from './src/styles/print';

// Park UI theme on Panda. The spec's primary colour is pink.
export default defineConfig({
  preflight: true,
  presets: [createPreset({ accentColor: pink, grayColor: mauve, radius: 'md' })],
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  globalFontface: {
    Vazirmatn: {
      src: 'url(/fonts/vazirmatn-arabic-wght400-700.woff2) format("woff2-variations")',
      fontWeight: '400 700',
      fontStyle: 'normal',
      fontDisplay: 'swap',
    },
  },
  globalCss: {
    html: {
      fontFamily: 'Vazirmatn, Tahoma, system-ui, sans-serif',
      direction: 'rtl',
      // Park UI's recipes paint with `colorPalette.*`; the preset sets it on html, but this block replaces the
      // preset's html styles, so it is set again — to `primary`, whose solid step keeps white text at AA contrast.
      colorPalette: 'primary',
    },
    body: { bg: 'gray.1', color: 'fg.default', minH: '100dvh' },
    ...printGlobalCss,
  },
  // Unknown tokens (e.g. a misspelt colour) fail the typecheck instead of silently rendering nothing.
  strictTokens: true,
  theme: {
    extend: {
      // Site shell: the alert progress ring (src/components/ui/AlertHost.tsx).
      keyframes: {
        alertRing: { from: { strokeDashoffset: '0' }, to: { strokeDashoffset: '100' } },
      },
      semanticTokens: {
        colors: {
          // The brand's primary colour is pink (spec 001 §9); components say `primary.*`, never a raw hue.
          // Step 11 of the pink scale: white text on it passes WCAG AA (5.3:1); step 9 would not (3.9:1).
          primary: {
            default: { value: '{colors.pink.11}' },
            emphasized: { value: '{colors.pink.12}' },
            fg: { value: '{colors.pink.fg}' },
            text: { value: '{colors.pink.text}' },
            // The alpha steps Park UI's recipes use for subtle backgrounds and outlines.
            a2: { value: '{colors.pink.a2}' },
            a3: { value: '{colors.pink.a3}' },
            a4: { value: '{colors.pink.a4}' },
            a7: { value: '{colors.pink.a7}' },
          },
        },
        sizes: {
          container: { value: '1170px' },
        },
      },
      tokens: {
        fonts: {
          body: { value: 'Vazirmatn, Tahoma, system-ui, sans-serif' },
          heading: { value: 'Vazirmatn, Tahoma, system-ui, sans-serif' },
        },
      },
    },
  },
});
