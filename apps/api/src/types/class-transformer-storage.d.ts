// class-transformer ships the types of its metadata storage apart from the module (no "exports" map joins them).
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
