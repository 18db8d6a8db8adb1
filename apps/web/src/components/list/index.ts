export * from './use-list-url-state.ts';
export * from './paged-table.tsx';
export * from './bulk-action-bar.tsx';
export * from './search-panel.tsx';
export * from './export-button.tsx';
export * from './period-search.ts';
export * from './list-table.tsx';
