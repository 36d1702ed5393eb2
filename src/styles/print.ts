/**
 * The print stylesheet (issue 14: printable tickets, vouchers, invoices and result pages): on paper the site chrome
 * goes (header, footer, navigation, the dashboard sidebar, floating and action buttons, anything marked
 * `data-print-hide`), the page is black on white without shadows or tints, and each `data-print-page` block (a ticket
 * per passenger and leg, a voucher) starts on a new sheet. Plugged into panda.config.ts's globalCss.
 */
import { defineGlobalStyles } from '@pandacss/dev';

const CHROME = [
  '[data-header]',
  '[data-footer]',
  'body > header',
  'body > footer',
  'nav',
  '[data-dashboard-sidebar]',
  '[data-floating]',
  '[data-floating-buttons]',
  '[data-print-hide]',
  'button',
].join(', ');

export const printGlobalCss = defineGlobalStyles({
  '@page': { margin: '12mm' },
  [CHROME]: { _print: { display: 'none !important' } },
  'html, body': { _print: { bg: 'white !important', color: 'black !important', minH: 'auto' } },
  // Global styles sit in the base layer, under the utilities the components use: what overrides those is !important.
  '#main': { _print: { maxW: 'none !important', p: '0 !important', m: '0 !important', minH: 'auto !important' } },
  // The dashboard's two columns collapse to the content alone, its card frame too.
  '#main > div:has(> [data-dashboard-sidebar])': { _print: { display: 'block !important' } },
  '#main > div:has(> [data-dashboard-sidebar]) > section': { _print: { border: 'none !important', p: '0 !important' } },
  '#main *': { _print: { boxShadow: 'none !important', textShadow: 'none !important' } },
  '#main a': { _print: { color: 'black', textDecoration: 'none' } },
  '[data-print-page]': { _print: { breakInside: 'avoid', borderColor: 'black !important', bg: 'white !important' } },
  '[data-print-page] + [data-print-page]': { _print: { breakBefore: 'page' } },
});
