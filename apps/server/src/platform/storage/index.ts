export { createFileStorage, createLocalFileStorage, type FileStorage } from './file-storage.ts';
