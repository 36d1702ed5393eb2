/** The brand, as shown in page titles and the footer (defined once, in constants.ts). */
export { BRAND_EN, BRAND_FA } from './constants';
