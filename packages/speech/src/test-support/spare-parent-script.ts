/**
 * Run by pocketsphinx-spare.test.ts: recognises a moment of silence twice (which starts a spare), prints
 * the spare's process id, then waits to be killed.
 */
import { pocketsphinxProgram } from "../recognition/pocketsphinx";
import { PocketsphinxSpares } from "../recognition/pocketsphinx-spare";

const spares = new PocketsphinxSpares(pocketsphinxProgram()!);
await spares.recognize(new Int16Array(1600));
await spares.recognize(new Int16Array(1600));
console.log(JSON.stringify({ spare: spares.sparePid }));
setInterval(() => {}, 1000);
