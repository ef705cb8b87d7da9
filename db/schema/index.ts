export * from "./auth";
export * from "./leads";
export * from "./operations";
export * from "./plannings";
