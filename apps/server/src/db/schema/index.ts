export * from './auth.js';
export * from './profiles.js';
export * from './rate-limits.js';
export * from './recipes.js';
export * from './images.js';
export * from './foods.js';
export * from './cooking.js';
export * from './diary.js';
