// Async boundary: lets the shared singletons negotiate before any app code runs.
import('./bootstrap.tsx');
