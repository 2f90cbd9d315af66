// `npm run bench`: every benchmark the issues ask for, one after another.
import { benchEngine } from "./engine.ts";

benchEngine();
