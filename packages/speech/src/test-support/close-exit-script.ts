/**
 * Run by worker-loading.test.ts: a service that is created and closed without ever encoding must
 * let the process end by itself (its idle threads hold no reference).
 */
import { SpeechService } from "../index";

const service = new SpeechService({ workers: 1 });
await new Promise((resolve) => setTimeout(resolve, 1500));
await service.close();
console.log("closed");
