package dev.jfpbench.vectors;

import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.verify.Exact;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A measured fork prepares only the configuration it measures: set up as JMH sets up the fork of one method, the
 * other configuration's codec does not exist (so it cannot have run), a JSON read reads no POJO at all, and what the
 * fork measures is still right (checked against the JDK's {@code Float.parseFloat}, not against itself).
 */
class CleanForkTest {

    static BenchmarkParams paramsOf(Class<?> type, String method) {
        return new BenchmarkParams(type.getName() + "." + method, "generated", false, 1, new int[] {1}, List.of(), 1, 0,
                null, null, Mode.Throughput, new WorkloadParams(), TimeUnit.SECONDS, 1, "java", List.of(), "17", "vm", "1",
                "1.37", TimeValue.minutes(10));
    }

    static Object field(Object bench, String name) throws ReflectiveOperationException {
        Field f = VectorReadWriteBase.class.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(bench);
    }

    static <T extends VectorReadWriteBase> T forkOf(T bench, String method, Path vectors) throws Exception {
        bench.vectors = vectors.toString();
        bench.setUp(paramsOf(bench.getClass(), method));
        return bench;
    }

    @Test
    void aFastReadForkNeverMakesTheDefaultPathNorReadsAPojo(@TempDir Path dir) throws Exception {
        Path file = MutantChecks.smallVectors(dir);
        VectorHeavyReadWrite fork = forkOf(new VectorHeavyReadWrite(), "fastFPRead", file);
        assertThat(field(fork, "codecDefault")).isNull();
        assertThat(field(fork, "docs")).isNull();
        Exact.check("fast read fork", MutantChecks.vectorsOf(file), fork.fastFPRead());
    }

    @Test
    void aDefaultWriteForkNeverMakesTheFastPath(@TempDir Path dir) throws Exception {
        Path file = MutantChecks.smallVectors(dir);
        VectorHeavyReadWrite fork = forkOf(new VectorHeavyReadWrite(), "defaultWrite", file);
        assertThat(field(fork, "codecFast")).isNull();
        assertThat(field(fork, "docs")).isNotNull();
        fork.defaultWrite();
        VectorHeavyReadWrite fast = forkOf(new VectorHeavyReadWrite(), "fastFPWriteAndRead", file);
        assertThat(field(fast, "codecDefault")).isNull();
        Exact.check("fast write-and-read fork", MutantChecks.vectorsOf(file), fast.fastFPWriteAndRead());
    }

    @Test
    void aBinaryFormatForkWritesItsInputWithItsOwnConfiguration(@TempDir Path dir) throws Exception {
        Path file = MutantChecks.smallVectors(dir);
        SmileVectorReadWrite fork = forkOf(new SmileVectorReadWrite(), "fastFPRead", file);
        assertThat(field(fork, "codecDefault")).isNull();
        VectorDocs read = fork.fastFPRead();
        Exact.check("Smile fast read fork", VectorDataset.read(java.nio.file.Files.readAllBytes(file), "reference"), read);
    }
}
