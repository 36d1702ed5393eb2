export * from './lookup';
export * from './airports';
export * from './aircraft';
export * from './airlines';
export * from './currencies';
export * from './cabin-classes';
export * from './passenger-types';
export * from './meal-codes';
