package dev.jfpbench.concurrency;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.testing.Mutants;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.core.verify.Verifiable;
import dev.jfpbench.json.JsonFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The concurrency benchmarks' checks can fail, on one thread and under many: a read one ulp off or one entry short is
 * rejected, and so are the bytes a write wrote for a value one ulp off or one entry short; under T threads over one
 * shared mapper every thread's every result is checked by its own thread's instance, and one result one ulp off in
 * one thread fails the run, named. Every class: JsonSharedReadWrite1Thread, JsonSharedReadWrite2Threads,
 * JsonSharedReadWriteMaxThreads, JsonSharedReadWriteVirtualThreads, JsonPerCallReadWrite1Thread,
 * JsonPerCallReadWriteMaxThreads.
 */
class ConcurrencyChecksCanFailTest {
    static final List<Class<?>> CLASSES = List.of(JsonSharedReadWrite1Thread.class, JsonSharedReadWrite2Threads.class,
            JsonSharedReadWriteMaxThreads.class, JsonSharedReadWriteVirtualThreads.class, JsonPerCallReadWrite1Thread.class,
            JsonPerCallReadWriteMaxThreads.class);
    /** More threads than this machine's CPUs, so that their calls interleave. */
    static final int THREADS = 4;
    static final int CALLS = 40;
    static final ObjectMapper WRITER = JsonFormat.INSTANCE.mapper(FpConfig.DEFAULT);

    @Test
    void theListIsEveryClassOfTheModule() {
        assertThat(BenchmarkVerifier.benchmarks("dev.jfpbench.concurrency.").stream().map(c -> c.className).distinct().sorted())
                .containsExactlyElementsOf(CLASSES.stream().map(Class::getName).sorted().toList());
    }

    /** One thread: each method's check accepts its result and a copy, rejects every mutant of it, read or written. */
    @Test
    void everyCheckRejectsItsMutants() throws Exception {
        for (Class<?> type : CLASSES) {
            Verifiable bench = (Verifiable) BenchmarkVerifier.newInstance(type, Map.of());
            for (String method : MutantChecks.benchmarkMethods(type)) {
                if (ByteSink.class.isAssignableFrom(type.getMethod(method).getReturnType())) {
                    Object value = method.contains("Currency") ? References.currency() : MessageDataset.reference(Concurrently.nextMessage(bench));
                    MutantChecks.writeCheckCanFail(bench, method, value, WRITER::writeValueAsBytes);
                } else {
                    MutantChecks.readCheckCanFail(bench, method);
                }
            }
        }
    }

    /** T threads over one shared mapper: every result of every thread checked, none wrong. */
    @ParameterizedTest
    @ValueSource(classes = {JsonSharedReadWrite1Thread.class, JsonSharedReadWrite2Threads.class, JsonSharedReadWriteMaxThreads.class,
            JsonSharedReadWriteVirtualThreads.class, JsonPerCallReadWrite1Thread.class, JsonPerCallReadWriteMaxThreads.class})
    void underThreadsEveryThreadsEveryResultIsChecked(Class<?> type) throws Exception {
        boolean virtual = VirtualThreads.wanted(type) && Concurrently.virtualThreadsHere();
        Concurrently.Outcome o = Concurrently.run(type, THREADS, CALLS, virtual, Concurrently.NONE);
        assertThat(o.failures()).as(type.getSimpleName()).isEmpty();
        int methods = MutantChecks.benchmarkMethods(type).size();
        assertThat(o.checked()).as("results checked per thread").containsOnly(methods * CALLS);
        assertThat(o.virtual()).as("the threads' kind").containsOnly(virtual);
    }

    /**
     * In each method, one result of the last thread's last call is replaced by one a single ulp off (a read's value;
     * a write's bytes for its message one ulp off): exactly that call fails, in that thread, and nothing else.
     */
    @ParameterizedTest
    @ValueSource(classes = {JsonSharedReadWriteMaxThreads.class, JsonPerCallReadWriteMaxThreads.class})
    void oneResultOneUlpOffInOneThreadFailsTheRun(Class<?> type) throws Exception {
        int last = THREADS - 1;
        Concurrently.Outcome o = Concurrently.run(type, THREADS, CALLS, false, (thread, call, bench, method, result) -> {
            if (thread != last || call != CALLS - 1) {
                return result;
            }
            if (result instanceof ByteSink sink) {
                Object written = method.contains("Currency") ? References.currency() : MessageDataset.reference(Concurrently.lastMessage(bench));
                sink.takeCaptured();
                sink.write(WRITER.writeValueAsBytes(Mutants.oneUlp(written).value));
                return result;
            }
            return Mutants.oneUlp(result).value;
        });
        List<String> methods = MutantChecks.benchmarkMethods(type);
        assertThat(o.failures()).as(type.getSimpleName()).hasSize(methods.size())
                .allSatisfy(f -> assertThat(f.thread()).isEqualTo(last))
                .allSatisfy(f -> assertThat(f.call()).isEqualTo(CALLS - 1))
                .allSatisfy(f -> assertThat(f.why()).contains(": expected").contains("but was"));
        assertThat(o.failures()).extracting(Concurrently.Failure::method).containsExactlyInAnyOrderElementsOf(methods);
        assertThat(o.checked()[0]).isEqualTo(methods.size() * CALLS);
        assertThat(o.checked()[last]).isEqualTo(methods.size() * (CALLS - 1));
    }

    /** The threads' instances share one mapper, factory, reader and writer (the same objects), each its own sink and cursor. */
    @Test
    void theThreadsShareOneMapperAndNothingElse() throws Exception {
        for (Class<?> type : CLASSES) {
            List<Verifiable> benches = Concurrently.instances(type, THREADS);
            for (String name : List.of("messageReader", "messageWriter", "messageInputs")) {
                Object first = field(benches.get(0), name);
                assertThat(first).as(name).isNotNull();
                for (Verifiable b : benches) {
                    assertThat(field(b, name)).as(type.getSimpleName() + "." + name).isSameAs(first);
                }
            }
            assertThat(benches.stream().map(b -> MutantChecks.sinkOf(b)).distinct()).as("one sink per thread").hasSize(THREADS);
            for (int t = 0; t < THREADS; t++) {
                assertThat(Concurrently.nextMessage(benches.get(t))).as("thread " + t + " starts on its own message").isEqualTo(t);
            }
        }
    }

    /** A measured fork of a platform-thread class on platform threads is fine; the virtual-thread class there fails at setup, saying why. */
    @Test
    void aForkOnTheWrongKindOfThreadFailsAtSetup() throws Exception {
        Concurrently.setUp(JsonSharedReadWriteMaxThreads.class).invoke(new JsonSharedReadWriteMaxThreads(), new SharedMapper(),
                params(JsonSharedReadWriteMaxThreads.class));
        assertThat(VirtualThreads.wanted(JsonSharedReadWriteVirtualThreads.class)).isTrue();
        assertThat(CLASSES.stream().filter(VirtualThreads::wanted)).containsExactly(JsonSharedReadWriteVirtualThreads.class);
        assertThatThrownBy(() -> new JsonSharedReadWriteVirtualThreads().setUp(new SharedMapper(), params(JsonSharedReadWriteVirtualThreads.class)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("JsonSharedReadWriteVirtualThreads must run on virtual threads, this fork's are platform ones")
                .hasMessageContaining(VirtualThreads.JMH_EXECUTOR);
    }

    /** On JDK 21+: the virtual-thread class's checks ran on virtual threads; a platform-thread class on a virtual thread fails at setup. */
    @Test
    @EnabledForJreRange(min = JRE.JAVA_21)
    void onVirtualThreadsTheVirtualClassRunsAndThePlatformOnesRefuse() throws Exception {
        Concurrently.Outcome o = Concurrently.run(JsonSharedReadWriteVirtualThreads.class, THREADS, CALLS, true, Concurrently.NONE);
        assertThat(o.failures()).isEmpty();
        assertThat(o.virtual()).containsOnly(true);
        Throwable[] seen = new Throwable[2];
        Thread t = Concurrently.virtualThread(() -> {
            try {
                new JsonSharedReadWriteVirtualThreads().setUp(new SharedMapper(), params(JsonSharedReadWriteVirtualThreads.class));
            } catch (Throwable e) {
                seen[0] = e;
            }
            try {
                new JsonSharedReadWrite2Threads().setUp(new SharedMapper(), params(JsonSharedReadWrite2Threads.class));
            } catch (Throwable e) {
                seen[1] = e;
            }
        });
        t.start();
        t.join();
        assertThat(seen[0]).as("the virtual class on a virtual thread").isNull();
        assertThat(seen[1]).isInstanceOf(IllegalStateException.class).hasMessageStartingWith("JsonSharedReadWrite2Threads must run on platform threads");
    }

    /** The parameters JMH gives a measured fork's setup (only their presence matters here). */
    static BenchmarkParams params(Class<?> type) {
        return new BenchmarkParams(type.getName() + ".readMessageDefault", "generated", false, 1, new int[] {1}, List.of(), 1, 0,
                null, null, Mode.Throughput, new WorkloadParams(), TimeUnit.SECONDS, 1, "java", List.of(), "17", "vm", "1",
                "1.37", TimeValue.minutes(10));
    }

    private static Object field(Object bench, String name) throws ReflectiveOperationException {
        Field f = bench.getClass().getSuperclass().getDeclaredField(name);
        f.setAccessible(true);
        return f.get(bench);
    }
}
