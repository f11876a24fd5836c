export * from './units';
export * from './quantity';
export * from './make-quantity';
export * from './derive';
export * from './format';
export * from './model';
export * from './provenance';
