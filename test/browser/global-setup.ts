// Placeholder until the browser tests land: nothing to set up.
export default function setup(): void {}
