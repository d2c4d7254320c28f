// Stylesheets are bundled by webpack's style-loader; importing one has only side effects.
declare module '*.css';
