package annotations

import "testing"

func TestTrustedCode(t *testing.T) {
	for class, want := range map[string]bool{
		"java/util/concurrent/ConcurrentHashMap":                true,
		"java/util/concurrent/locks/AbstractQueuedSynchronizer": true,
		"java/lang/Thread":                             true,
		"java/lang/ThreadLocal$ThreadLocalMap$Entry":   true,
		"java/lang/Class$ReflectionData":               true,
		"jdk/internal/misc/Unsafe":                     true,
		"java/util/stream/AbstractTask":                true, // fork and join order its hand-offs
		"java/util/stream/Streams$RangeIntSpliterator": true,
		"java/util/ArrayList":                          false, // a program can misuse it
		"java/util/HashMap":                            false,
		"java/lang/StringBuilder":                      false,
		"java/io/PrintStream":                          false,
		"Counter":                                      false,
		"com/example/sun/Thing":                        false,
	} {
		if got := TrustedCode(class); got != want {
			t.Errorf("TrustedCode(%s) = %v, want %v", class, got, want)
		}
	}
}
