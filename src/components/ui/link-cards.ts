/**
 * The site's linked cards in a grid (the home page's popular routes, tour destinations and special offers, the tour
 * offers on the home and destination pages, the suggested flights and hotels of /flight and /hotel): a section with its title, a grid of cards that are whole links (white, bordered, the
 * primary border on hover and a focus ring for the keyboard), a name, a price and muted lines. One definition so
 * every such card looks and behaves the same; each is a literal `css()` call the build turns into class names.
 */
import { css } from '../../../styled-system/css';

const linkFrame = {
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { borderColor: 'primary.default' },
  _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default', outlineOffset: '[2px]' },
} as const;

export const linkCards = {
  section: css({ my: '8' }),
  title: css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' }),
  /** Small text-only cards (a route, a destination). */
  grid: css({ display: 'grid', gap: '3', gridTemplateColumns: '[repeat(auto-fill, minmax(10rem, 1fr))]' }),
  card: css({ ...linkFrame, display: 'grid', gap: '1', p: '3' }),
  /** Wider cards with an image on top (an offer). */
  offers: css({ display: 'grid', gap: '3', gridTemplateColumns: '[repeat(auto-fill, minmax(14rem, 1fr))]' }),
  /** Stretched to its grid row so a row's cards end on one line whatever their texts. */
  offer: css({ ...linkFrame, display: 'grid', alignContent: 'start', overflow: 'hidden', h: 'full' }),
  image: css({ w: 'full', h: '[120px]', objectFit: 'cover', bg: 'gray.3' }),
  body: css({ display: 'grid', gap: '1', p: '3' }),
  name: css({ fontWeight: 'semibold' }),
  price: css({ fontWeight: 'bold', color: 'primary.text' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
};
