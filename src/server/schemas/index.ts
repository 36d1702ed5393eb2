/** Valibot schemas of the upstream travel API, shared by the product's upstream client and the sandbox. */
export * from './common';
export * from './auth';
export * from './locations';
export * from '@/products/hotel/server/schemas/hotels';
export * from '@/products/hotel/server/schemas/packages';
export * from './cancellation';
export * from './content';
export * from './basket';
export * from './account';
export * from './currency';
export * from './events';
export * from '@/products/flight/server/schemas';
export * from './payment';
