// npm start — the production build (run `npm run build` first).
import { runApp } from "./app";
await runApp(false);
