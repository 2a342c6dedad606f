import type { Binding } from '../resources/binding';

let resolver: (entity: string) => Binding | undefined = () => undefined;

/**
 * The bindings that evidence may point at, handed over when the calls are registered: the behaviours
 * are imported by the binding list itself, so they cannot import it back.
 */
export function setEvidenceResolver(resolve: (entity: string) => Binding | undefined): void {
  resolver = resolve;
}

export const evidenceResolver = () => resolver;
