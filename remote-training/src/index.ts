// Async boundary: shared singletons are negotiated before the standalone page boots.
import('./bootstrap');
