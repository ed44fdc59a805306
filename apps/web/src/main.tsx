// The display face for headings, in the subsets our texts use (Latin, and Latin Extended for Turkish).
import "@fontsource/cormorant-garamond/latin-500.css";
import "@fontsource/cormorant-garamond/latin-ext-500.css";
import "@fontsource/cormorant-garamond/latin-600.css";
import "@fontsource/cormorant-garamond/latin-ext-600.css";
import "./index.css";
import { startApp } from "./app/start";
import { store } from "./app/store";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
// Not a top-level await: page chunks share modules with this one, which must have finished loading.
void startApp(root, store);
