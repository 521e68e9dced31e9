package dev.jfpbench.core;

import dev.jfpbench.core.data.DatasetException;
import dev.jfpbench.core.data.JsonBytes;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JsonBytesTest {
    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void removesWhitespaceAndKeepsNumberTextExactly() {
        byte[] out = JsonBytes.compact(utf8("{ \"a\" : [ 1e5, 0.10, -0.0, 123456789012345678901234567890, \"x y\" ],\n \"b\": null }"), "t");
        assertThat(new String(out, StandardCharsets.UTF_8))
                .isEqualTo("{\"a\":[1e5,0.10,-0.0,123456789012345678901234567890,\"x y\"],\"b\":null}");
    }

    @Test
    void malformedJsonIsOneLineNamingTheSourceAndPlace() {
        assertThatThrownBy(() -> JsonBytes.compact(utf8("{\"a\": [1, 2,, 3]}"), "my.json"))
                .isInstanceOf(DatasetException.class)
                .hasMessageStartingWith("malformed JSON in my.json: ")
                .hasMessageContaining("line 1")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void truncatedEmptyAndTrailingContentAreRejected() {
        assertThatThrownBy(() -> JsonBytes.compact(utf8("{\"a\": [1, 2"), "t.json")).isInstanceOf(DatasetException.class);
        assertThatThrownBy(() -> JsonBytes.compact(utf8("  "), "t.json")).hasMessageContaining("empty");
        assertThatThrownBy(() -> JsonBytes.compact(utf8("{} {}"), "t.json")).hasMessageContaining("after the end");
    }
}
