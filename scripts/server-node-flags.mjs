// The Node.js flags the server runs with: `npm start` passes them (package.json), and the benches
// that start the built server the way `npm start` does pass the same (a test keeps the two equal).
//
// --max-semi-space-size=32: a young generation of 32 MB semi-spaces instead of Node 20's 16. Under
// load a request's objects live as long as the request (tens of milliseconds while it waits for the
// database), so with 16 MB a scavenge came every ~60 ms and copied, then promoted, the objects of
// every request in flight: 4.8 s of scavenges and a full mark-compact every ~8 s in 70 s of the load
// bench's member-day mix. Larger semi-spaces make scavenges rarer and most of what they find dead,
// for at most 32 MB more memory (decision 0033).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
