export * from './limits.ts';
export * from './messages.ts';
export * from './ids.ts';
export * from './users.ts';
export * from './applications.ts';
export * from './sliders.ts';
export * from './routes.ts';
