package dev.jfpbench.runner.turns;

import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The profiler runs in forks of any perf.jar, an older baseline's too: the JDK and JMH's API are all it may use. */
class TurnsProfilerTest {
    @Test
    void itNeedsNothingButTheJdkAndJmh() throws Exception {
        String name = TurnsProfiler.class.getName().replace('.', '/');
        byte[] bytes;
        try (InputStream in = TurnsProfiler.class.getClassLoader().getResourceAsStream(name + ".class")) {
            bytes = in.readAllBytes();
        }
        // the class's constant pool names every class it refers to
        Matcher m = Pattern.compile("L?([a-z][a-z0-9_]*(?:/[A-Za-z0-9_$]+)+)").matcher(new String(bytes, StandardCharsets.ISO_8859_1));
        TreeSet<String> outside = new TreeSet<>();
        while (m.find()) {
            String c = m.group(1);
            if (c.startsWith("dev/") && !c.equals(name)) {
                outside.add(c);
            }
        }
        assertThat(outside).as("classes of this project the profiler refers to").isEmpty();
        assertThat(TurnsProfiler.class.getDeclaredClasses()).as("one class: the jar carries one file").isEmpty();
    }

    @Test
    void theTurnsJarCarriesTheProfiler() throws Exception {
        Path dir = Files.createTempDirectory("turns");
        Path jar = TurnsJar.write(dir);
        try (JarFile j = new JarFile(jar.toFile())) {
            assertThat(j.stream().map(e -> e.getName()).toList()).containsExactly(TurnsProfiler.class.getName().replace('.', '/') + ".class");
        }
        assertThat(TurnsJar.write(dir)).as("kept, not written again").isEqualTo(jar);
    }

    @Test
    void optionsAreCheckedAndThreadNamesCutAsTheKernelCutsThem() {
        assertThatThrownBy(() -> new TurnsProfiler("member=0")).hasMessage("TurnsProfiler needs port=... among its options");
        assertThat(new TurnsProfiler("port=1;member=0").getDescription()).contains("turns");
        assertThat(TurnsProfiler.truncate("dev.jfpbench.json.JsonStdReadVanilla.readCurrencyPojoFast-jmh-worker-")).isEqualTo("dev.jfpbench.js");
        assertThat(TurnsProfiler.truncate("a.B.c-jmh-worker-")).isEqualTo("a.B.c-jmh-worke");
    }

    @Test
    void aTurnsCollectorWaitIsTheVmThreadsAndTheLongestWorkersNotTheirSum() {
        java.nio.file.Path vm = java.nio.file.Path.of("/proc/self/task/10");
        java.nio.file.Path gc0 = java.nio.file.Path.of("/proc/self/task/11");
        java.nio.file.Path gc1 = java.nio.file.Path.of("/proc/self/task/12");
        java.nio.file.Path late = java.nio.file.Path.of("/proc/self/task/13");
        java.util.Map<java.nio.file.Path, Long> before = java.util.Map.of(vm, 100L, gc0, 1_000L, gc1, 2_000L);
        java.util.Map<java.nio.file.Path, Long> after = java.util.Map.of(vm, 400L, gc0, 9_000L, gc1, 7_000L, late, 50_000L);
        assertThat(TurnsProfiler.collectorWait(before, after, vm)).as("300 + max(8000, 5000); a worker started in the turn counts nothing").isEqualTo(8_300);
        assertThat(TurnsProfiler.collectorWait(before, before, vm)).isZero();
        assertThat(TurnsProfiler.collector("GC Thread#1")).isTrue();
        assertThat(TurnsProfiler.collector("VM Thread")).isTrue();
        assertThat(TurnsProfiler.collector("C2 CompilerThre")).isFalse();
    }
}
