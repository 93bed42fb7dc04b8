import human from '../../screens/lists/human.list.json';

/** List manifests by name. */
export const lists: Record<string, unknown> = { human };
