/** Admin inventory sync screens (merchant spec 2.12), composed into pages by app/areas/marketplace. */
export { InventorySyncDetail, InventorySyncList } from './inventory-sync.tsx';
