// A sandbox worker that never answers: the page must terminate it and settle the flow anyway.
self.onmessage = () => {
  for (;;);
};
