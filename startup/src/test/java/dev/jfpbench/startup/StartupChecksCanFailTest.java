package dev.jfpbench.startup;

import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.testing.Mutants;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every start-up benchmark's check rejects the smallest wrong results: a first read one ulp off or one entry short
 * (with the real write), a first write whose bytes are the library's own for such a mutant (with the real read),
 * and a built mapper that writes or reads one ulp off, or has another configuration. {@code firstVectors} has the
 * same check as the other two first uses ({@code StartupBase.check}); it is left out here, where a cold 13 MB read
 * and write per mutant would take seconds.
 */
class StartupChecksCanFailTest {
    static final List<Class<? extends StartupBase>> LIBRARIES = List.of(StartupJacksonDefault.class, StartupJacksonFast.class,
            StartupAfterburner.class, StartupBlackbird.class, StartupJacksonJr.class, StartupDslJson.class, StartupFastjson2.class,
            StartupAvajeJsonb.class);

    @Test
    void everyCheckRejectsItsMutants() throws Exception {
        assertThat(MutantChecks.benchmarkMethods(StartupBase.class)).containsExactly("buildMapper", "firstCurrency", "firstMediaItem", "firstVectors");
        for (Class<? extends StartupBase> type : LIBRARIES) {
            StartupBase bench = (StartupBase) BenchmarkVerifier.newInstance(type, Map.of());
            firstUseCheckCanFail(bench, "firstCurrency", Dataset.CURRENCY.reference());
            firstUseCheckCanFail(bench, "firstMediaItem", Dataset.MEDIA_ITEM.reference());
            buildMapperCheckCanFail(bench);
        }
    }

    /** A first use reads (its result) and writes (the sink): each is mutated while the other stays real. */
    private static void firstUseCheckCanFail(StartupBase bench, String method, Object reference) throws Exception {
        String what = bench.getClass().getSimpleName() + "." + method;
        ByteSink sink = MutantChecks.sinkOf(bench);
        bench.prepareVerification();
        Object read = MutantChecks.run(bench, method);
        bench.verify(method, read);
        for (Mutants.Mutant<Object> m : Mutants.all(read)) {
            MutantChecks.run(bench, method); // the real write, in the sink
            assertThatThrownBy(() -> bench.verify(method, m.value)).as(what + " must reject a read with " + m).isInstanceOf(AssertionError.class);
        }
        for (Mutants.Mutant<Object> m : Mutants.all(reference)) {
            sink.takeCaptured();
            bench.newMapper().write(m.value, sink);
            assertThatThrownBy(() -> bench.verify(method, read)).as(what + " must reject a write with " + m).isInstanceOf(AssertionError.class);
        }
        sink.takeCaptured();
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
