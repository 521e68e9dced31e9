package dev.jfpbench.startup;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.testing.Mutants;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every start-up benchmark's check rejects the smallest wrong results and accepts the real ones: a first read one
 * ulp off or one entry short (the media item, without floating point: its last long off by one) with the real write;
 * a first write whose bytes are the library's own for such a mutant, with the real read; a built mapper that writes
 * or reads one ulp off, or has another configuration. {@code firstVectors} (13 MB: 1000 documents of 1024 floats)
 * is held to the same, its mutants in the last document; it takes most of this test's time (about a minute).
 */
class StartupChecksCanFailTest {
    static final List<Class<? extends StartupBase>> LIBRARIES = List.of(StartupJacksonDefault.class, StartupJacksonFast.class,
            StartupAfterburner.class, StartupBlackbird.class, StartupJacksonJr.class, StartupDslJson.class, StartupFastjson2.class,
            StartupAvajeJsonb.class);

    @Test
    void everyCheckRejectsItsMutants() throws Exception {
        assertThat(MutantChecks.benchmarkMethods(StartupBase.class)).containsExactly("buildMapper", "firstCurrency", "firstMediaItem", "firstVectors");
        assertThat(LIBRARIES.stream().map(Class::getName)).as("every start-up benchmark class of the jar is here")
                .containsExactlyInAnyOrderElementsOf(BenchmarkVerifier.benchmarks("dev.jfpbench.startup.").stream()
                        .map(b -> b.className).distinct().collect(Collectors.toList()));
        // the vectors' mutants are made once: every library's read must equal the reference, so its mutants are these
        VectorDocs vectors = (VectorDocs) Dataset.VECTORS.reference();
        List<Mutants.Mutant<Object>> vectorMutants = MutantChecks.mutants(vectors);
        for (Class<? extends StartupBase> type : LIBRARIES) {
            StartupBase bench = (StartupBase) BenchmarkVerifier.newInstance(type, Map.of());
            firstUseCheckCanFail(bench, "firstCurrency", null, MutantChecks.mutants(Dataset.CURRENCY.reference()));
            firstUseCheckCanFail(bench, "firstMediaItem", null, MutantChecks.mutants(Dataset.MEDIA_ITEM.reference()));
            firstUseCheckCanFail(bench, "firstVectors", vectorMutants, vectorMutants);
            buildMapperCheckCanFail(bench);
        }
    }

    /**
     * A first use reads (its result) and writes (the sink): each is mutated while the other stays real. The read's
     * mutants are made from it unless given ({@code readMutants}); the write's are the library's own bytes of each
     * of {@code written}.
     */
    private static void firstUseCheckCanFail(StartupBase bench, String method, List<Mutants.Mutant<Object>> readMutants,
                                             List<Mutants.Mutant<Object>> written) throws Exception {
        String what = bench.getClass().getSimpleName() + "." + method;
        ByteSink sink = MutantChecks.sinkOf(bench);
        bench.prepareVerification();
        Object read = MutantChecks.run(bench, method);
        byte[] realWrite = sink.takeCaptured();
        refill(sink, realWrite);
        bench.verify(method, read);
        refill(sink, realWrite);
        bench.verify(method, Mutants.deepCopy(read));
        List<Mutants.Mutant<Object>> mutants = readMutants != null ? readMutants : MutantChecks.mutants(read);
        assertThat(mutants).as(what + " read mutants").isNotEmpty();
        for (Mutants.Mutant<Object> m : mutants) {
            refill(sink, realWrite);
            assertThatThrownBy(() -> bench.verify(method, m.value)).as(what + " must reject a read with " + m).isInstanceOf(AssertionError.class);
        }
        assertThat(written).as(what + " write mutants").isNotEmpty();
        for (Mutants.Mutant<Object> m : written) {
            sink.takeCaptured();
            bench.newMapper().write(m.value, sink);
            assertThatThrownBy(() -> bench.verify(method, read)).as(what + " must reject a write with " + m).isInstanceOf(AssertionError.class);
        }
        sink.takeCaptured();
    }

    /** The sink holding only {@code bytes}: what the real first use wrote. */
    private static void refill(ByteSink sink, byte[] bytes) {
        sink.takeCaptured();
        sink.write(bytes, 0, bytes.length);
    }

    private static void buildMapperCheckCanFail(StartupBase bench) throws Exception {
        String what = bench.getClass().getSimpleName() + ".buildMapper";
        bench.prepareVerification();
        ColdMapper real = bench.buildMapper();
        bench.verify("buildMapper", real);
        ColdMapper writesOneUlpOff = new Wrapped(real) {
            @Override
            public void write(Object value, OutputStream out) throws IOException {
                super.write(Mutants.oneUlp(value).value, out);
            }
        };
        ColdMapper readsOneUlpOff = new Wrapped(real) {
            @Override
            public <T> T read(byte[] json, Class<T> type) throws IOException {
                return Mutants.oneUlp(super.read(json, type)).value;
            }
        };
        ColdMapper otherConfiguration = new Wrapped(real) {
            @Override
            public String describe() {
                return super.describe().replace("default", "fast").replace("EXACT", "LOW") + "?";
            }
        };
        for (ColdMapper wrong : List.of(writesOneUlpOff, readsOneUlpOff, otherConfiguration)) {
            assertThatThrownBy(() -> bench.verify("buildMapper", wrong)).as(what).isInstanceOf(AssertionError.class);
        }
        bench.verify("buildMapper", new Wrapped(real));
    }

    /** A mapper that does what another does. */
    private static class Wrapped implements ColdMapper {
        private final ColdMapper mapper;

        Wrapped(ColdMapper mapper) {
            this.mapper = mapper;
        }

        @Override
        public <T> T read(byte[] json, Class<T> type) throws IOException {
            return mapper.read(json, type);
        }

        @Override
        public void write(Object value, OutputStream out) throws IOException {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            mapper.write(value, bytes);
            out.write(bytes.toByteArray());
        }

        @Override
        public String describe() {
            return mapper.describe();
        }
    }
}
