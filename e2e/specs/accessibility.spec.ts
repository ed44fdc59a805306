import { test } from "@playwright/test";
import { accessibilitySuite } from "../fixtures/accessibility.js";

test.describe("WCAG 2.1 AA on every screen at 1440 px", accessibilitySuite);
