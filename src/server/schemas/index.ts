/** Valibot schemas of the upstream travel API, shared by the product's upstream client and the sandbox. */
export * from './common';
export * from './auth';
export * from './locations';
export * from './hotels';
export * from './packages';
export * from './cancellation';
export * from './content';
export * from './basket';
export * from './account';
export * from './events';
export * from './flights';
export * from './payment';
