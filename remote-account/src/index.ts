// Standalone development entry (npm run dev -w this remote). The async
// import gives federation a boundary to negotiate shared singletons.
import('./dev/bootstrap');
