package dev.jfpbench.core.data;

import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.TableRow;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TableDatasetTest {
    static final String SHA256 = "4acfbfe5574eb373fdcfdb6c9cd8c82edb59147c1b67aff9f45dcbf671363d2c";

    @Test
    void theGeneratedTableIsPinned() throws Exception {
        byte[] json = TableDataset.json();
        assertThat(VectorDatasetTest.sha256(json)).as("SHA-256 of the table (generator v" + TableDataset.VERSION + ")").isEqualTo(SHA256);
        assertThat(json.length).as("about 16 KB, as the posts' dump").isBetween(15_000, 18_000);
    }

    @Test
    void itHasTheShapeOfADatabaseDump() {
        Table t = (Table) Dataset.TABLE.reference();
        assertThat(t.name).isEqualTo("users");
        assertThat(t.rows).hasSize(TableDataset.ROWS);
        for (int i = 0; i < t.rows.size(); i++) {
            TableRow r = t.rows.get(i);
            assertThat(r.id).isEqualTo(i + 1);
            assertThat(r.email).startsWith(r.username + "@");
            assertThat(r.balance).isBetween(0L, 10_000_000L);
            assertThat(java.time.Instant.parse(r.created)).isNotNull();
        }
        assertThat(t.rows).anyMatch(r -> !r.active).anyMatch(r -> r.active);
        assertThat(Dataset.ofMethod("tableFast")).isEqualTo(Dataset.TABLE);
    }

    @Test
    void theJsonIsTheReferenceWrittenBack() throws Exception {
        // the generator's text and the model agree field for field: reading and writing it back gives the same bytes
        byte[] json = TableDataset.json();
        assertThat(References.MAPPER.writeValueAsBytes(References.read(json, Table.class))).isEqualTo(json);
    }
}
