/** Usage figures of the Packit service: its API, the page's figures and their formatting. */
export * from './api';
export * from './figures';
export * from './format';
