package dev.jfpbench.runner;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * Started with a measured fork's own JVM options, pinning and java, it prints (one JSON line) what that JVM chose:
 * its garbage collectors, initial and maximum heap, and the processor count it sized itself for. JDK classes only,
 * so any java 17+ runs it from the runner's jar whatever the measured jar is.
 */
public final class ForkProbe {
    private ForkProbe() {
    }

    public static void main(String[] args) {
        List<String> gcs = new ArrayList<>();
        for (GarbageCollectorMXBean b : ManagementFactory.getGarbageCollectorMXBeans()) {
            gcs.add("\"" + b.getName().replace("\"", "'") + "\"");
        }
        long initial = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getInit();
        long max = Runtime.getRuntime().maxMemory();
        System.out.println("{\"gc\":[" + String.join(",", gcs) + "],\"initialHeap\":" + initial + ",\"maxHeap\":" + max
                + ",\"processors\":" + Runtime.getRuntime().availableProcessors() + "}");
    }
}
