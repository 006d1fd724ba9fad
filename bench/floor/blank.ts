// The browser's own floor: a document and one module script, nothing drawn.
(window as unknown as { __painted: number }).__painted = performance.now();
