/** Every route path once (shared with the server): import { paths, to } from here. */
export { isAppPath, type PathName, paths, to } from "@avlu/contract/paths";
