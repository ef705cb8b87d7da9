export * from "./applications";
export * from "./auth";
export * from "./contracts";
export * from "./labour";
export * from "./leads";
export * from "./notices";
export * from "./operations";
export * from "./plannings";
