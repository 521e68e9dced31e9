package dev.jfpbench.core.lib;

import dev.jfpbench.core.data.Dataset;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.assertj.core.api.Assertions.assertThat;

/** A library that cannot take the user's vectors file: one line naming class, library, configuration, file and cause. */
class LibraryVectorsFileTest {
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
