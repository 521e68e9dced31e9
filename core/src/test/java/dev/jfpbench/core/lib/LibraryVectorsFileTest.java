package dev.jfpbench.core.lib;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A library that cannot take the user's vectors file: one line naming class, library, configuration, file and cause;
 * and only where a method of its class measures the vectors (a library with no vectors methods is not asked to read them).
 */
class LibraryVectorsFileTest {
    /** The reference mapper, except that it refuses every vectors file, as a library with a narrower parser would. */
    static final class NoVectorsCodec implements Codec<Object> {
        private final Class<?> type;

        NoVectorsCodec(Class<?> type) {
            this.type = type;
        }

        @Override
        public Object read(byte[] input) throws IOException {
            if (type == Dataset.VECTORS.type()) {
                throw new IOException("expecting RBRACK, found '8'");
            }
            return References.MAPPER.readValue(input, type);
        }

        @Override
        public void write(Object value, OutputStream out) throws IOException {
            if (type == Dataset.VECTORS.type()) {
                throw new IOException("cannot write");
            }
            References.MAPPER.writeValue(out, value);
        }
    }

    /** A library whose class measures the currency only (as Json-tools' does). */
    public static class CurrencyOnlyRead extends LibReadBase {
        @Override
        protected Library library() {
            return Library.named("narrow").only(NoVectorsCodec::new);
        }

        public Object currency() throws IOException {
            return currency.read(currencyJson);
        }
    }

    public static class CurrencyOnlyWrite extends LibWriteBase {
        @Override
        protected Library library() {
            return Library.named("narrow").only(NoVectorsCodec::new);
        }

        public ByteSink currency() throws IOException {
            currency.write(currencyValue, sink);
            return sink;
        }
    }

    /** The same library with a vectors method: now it must read the file, and says it cannot. */
    public static class VectorsRead extends CurrencyOnlyRead {
        public Object vectors() throws IOException {
            return vectors.read(vectorsJson);
        }
    }

    public static class VectorsWrite extends CurrencyOnlyWrite {
        public ByteSink vectors() throws IOException {
            vectors.write(vectorsValue, sink);
            return sink;
        }
    }

    static Path file(Path dir) throws IOException {
        return Files.write(dir.resolve("mine.json"), "{\"data\":[{\"_id\":\"a\",\"text\":\"t\",\"emb\":[0.5,1.25E-3]}]}".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aLibraryIsAskedForTheFileOnlyWhereItsClassMeasuresVectors(@TempDir Path dir) throws Exception {
        String mine = file(dir).toString();
        CurrencyOnlyRead read = new CurrencyOnlyRead();
        ((LibBenchmarkDefaults) read).vectors = mine; // the param, hidden by the codec field of the same name
        read.setUp();
        read.prepareVerification();
        read.verify("currency", read.currency());
        CurrencyOnlyWrite write = new CurrencyOnlyWrite();
        ((LibBenchmarkDefaults) write).vectors = mine;
        write.setUp();

        VectorsRead vr = new VectorsRead();
        ((LibBenchmarkDefaults) vr).vectors = mine;
        assertThatThrownBy(vr::setUp).isInstanceOf(IllegalStateException.class)
                .hasMessage("VectorsRead: narrow (only) cannot read the vectors file " + mine + ": expecting RBRACK, found '8'");
        VectorsWrite vw = new VectorsWrite();
        ((LibBenchmarkDefaults) vw).vectors = mine;
        assertThatThrownBy(vw::setUp).isInstanceOf(IllegalStateException.class)
                .hasMessage("VectorsWrite: narrow (only) cannot write the vectors file " + mine + ": cannot write");
    }

    @Test
    void aLibraryThatCannotBindTheFileIsOneLine() {
        Library lib = Library.named("Some JSON");
        IllegalStateException e = Library.cannotBind(LibraryVectorsFileTest.class, lib, "read", "/data/mine.json", LibMode.FAST,
                new IOException("Unexpected character ('x')\n at [Source: line 1, column 3]"));
        assertThat(e.getMessage()).isEqualTo("LibraryVectorsFileTest: Some JSON (fast) cannot read the vectors file /data/mine.json: Unexpected character ('x')");
    }

    @Test
    void aGivenReferenceReplacesTheDatasetsOwn() {
        Object mine = new Object();
        Library lib = Library.named("Some JSON").withReference(Dataset.VECTORS, mine);
        assertThat(lib.reference(Dataset.VECTORS)).isSameAs(mine);
        assertThat(lib.reference(Dataset.CURRENCY)).isSameAs(Dataset.CURRENCY.reference());
    }
}
