/** The brand, as shown in page titles and the footer. */
export const BRAND_FA = 'سفرنامه';
export const BRAND_EN = 'Safarnameh';
