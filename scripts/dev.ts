// npm run dev — Next in development mode with the embedded database by default.
import { runApp } from "./app";
await runApp(true);
