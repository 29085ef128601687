export declare const measuredRoutes: readonly string[];
export declare const memberRoutes: readonly string[];
export declare const preloadedRoutes: readonly string[];
export declare function routeModules(routes?: readonly string[]): Record<string, string>;
