package dev.jfpbench.core.testing;

import com.fasterxml.jackson.databind.JsonNode;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.Datasets;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.CurrencyBigDecimal;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Exact;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Each mutant differs from its original in exactly the one place it names, by the smallest amount; the original is untouched. */
class MutantsTest {

    @Test
    void oneUlpMovesTheLastRateOfACurrency() {
        Currency c = References.currency();
        String lastKey = new ArrayList<>(c.rates.keySet()).get(c.rates.size() - 1);
        Mutants.Mutant<Currency> m = Mutants.oneUlp(c);
        assertThat(m.path).isEqualTo("rates[" + lastKey + "]");
        assertThat(m.value.rates.get(lastKey)).isEqualTo(Math.nextUp(c.rates.get(lastKey)));
        assertThat(Exact.diff(c, m.value)).startsWith("rates[" + lastKey + "]: expected");
        assertThat(Exact.diff(References.currency(), c)).as("original untouched").isNull();
        m.value.rates.put(lastKey, c.rates.get(lastKey));
        assertThat(Exact.diff(c, m.value)).as("nothing else differs").isNull();
    }

    @Test
    void oneMissingDropsTheLastRate() {
        Currency c = References.currency();
        Mutants.Mutant<Currency> m = Mutants.oneMissing(c);
        assertThat(m.value.rates).hasSize(c.rates.size() - 1);
        assertThat(c.rates.keySet()).containsAll(m.value.rates.keySet());
        assertThat(m.value.base).isEqualTo(c.base);
    }

    @Test
    void aMediaItemHasNoFloatingPointButLosesItsLastImage() {
        MediaItem item = References.mediaItem();
        assertThat(Mutants.oneUlp(item)).isNull();
        Mutants.Mutant<MediaItem> m = Mutants.oneMissing(item);
        assertThat(m.path).isEqualTo("images");
        assertThat(m.value.images).hasSize(item.images.size() - 1);
        assertThat(Mutants.all(item)).hasSize(1);
    }

    @Test
    void aTableLosesItsLastRowOrHasItsLastBalanceOffByOne() {
        Table table = References.table();
        int last = table.rows.size() - 1;
        assertThat(Mutants.oneUlp(table)).isNull();
        Mutants.Mutant<Table> missing = Mutants.oneMissing(table);
        assertThat(missing.path).isEqualTo("rows");
        assertThat(missing.value.rows).hasSize(last).isEqualTo(table.rows.subList(0, last));
        Mutants.Mutant<Table> off = Mutants.oneOff(table);
        assertThat(off.path).isEqualTo("rows[" + last + "].balance");
        assertThat(off.value.rows.get(last).balance).isEqualTo(table.rows.get(last).balance + 1);
        assertThat(Exact.diff(table, off.value)).startsWith("rows[" + last + "].balance: expected");
        assertThat(Exact.diff(References.table(), table)).as("original untouched").isNull();
        off.value.rows.get(last).balance--;
        assertThat(Exact.diff(table, off.value)).as("nothing else differs").isNull();
        assertThat(MutantChecks.mutants(table)).hasSize(2);
        assertThat(MutantChecks.mutants(References.currency())).as("no off-by-one where a ulp is the smallest wrong result")
                .hasSize(Mutants.all(References.currency()).size());
    }

    @Test
    void vectorsMutateInTheirLastDocument() {
        VectorDocs docs = threeDocs(true);
        Mutants.Mutant<VectorDocs> ulp = Mutants.oneUlp(docs);
        assertThat(ulp.path).isEqualTo("data[2].emb[2]");
        assertThat(Exact.diff(docs, ulp.value)).startsWith("data[2].emb[2]: expected 0.25f");
        Mutants.Mutant<VectorDocs> missing = Mutants.oneMissing(docs);
        assertThat(missing.path).isEqualTo("data[2].emb");
        assertThat(missing.value.data.get(2).emb).containsExactly(0.5f, -0.25f);
        assertThat(docs.data.get(2).emb).hasSize(3);
    }

    @Test
    void arraysTreesMapsAndBigDecimals() {
        double[] d = {1.5, 2.5};
        assertThat(Mutants.oneUlp(d).value).containsExactly(1.5, Math.nextUp(2.5));
        assertThat(Mutants.oneMissing(d).value).containsExactly(1.5);
        float[] f = {Float.MAX_VALUE};
        assertThat(Mutants.oneUlp(f).value).containsExactly(Math.nextDown(Float.MAX_VALUE));

        JsonNode tree = References.tree(Dataset.CURRENCY.json());
        Mutants.Mutant<JsonNode> treeUlp = Mutants.oneUlp(tree);
        assertThat(treeUlp.value).isNotEqualTo(tree);
        assertThat(treeUlp.path).startsWith("[rates][");
        assertThat(Mutants.oneMissing(tree).value.get("rates").size()).isEqualTo(tree.get("rates").size() - 1);
        assertThat(Mutants.deepCopy(tree)).isEqualTo(tree);

        Object untyped = References.untyped(Dataset.CURRENCY.json());
        Mutants.Mutant<Object> untypedUlp = Mutants.oneUlp(untyped);
        assertThat(Exact.diff(untyped, untypedUlp.value)).startsWith(untypedUlp.path + ": expected");
        assertThat(((Map<?, ?>) ((Map<?, ?>) Mutants.oneMissing(untyped).value).get("rates"))).hasSize(((Map<?, ?>) ((Map<?, ?>) untyped).get("rates")).size() - 1);

        CurrencyBigDecimal big = References.currencyBigDecimal();
        Mutants.Mutant<CurrencyBigDecimal> bigUlp = Mutants.oneUlp(big);
        String key = bigUlp.path.substring("rates[".length(), bigUlp.path.length() - 1);
        BigDecimal was = big.rates.get(key);
        assertThat(bigUlp.value.rates.get(key)).isEqualTo(was.add(was.ulp())).hasScaleOf(was.scale());
        assertThat(Mutants.all(List.of())).isEmpty();
    }

    /** XML reads numbers as their texts: the last decimal text moves to its neighbouring double's text; integers and words stay. */
    @Test
    void oneUlpInTextMovesTheLastDecimalText() {
        Map<String, Object> read = new java.util.LinkedHashMap<>(Map.of("a", "3.6725"));
        read.put("b", List.of("1", "0.5", "1e5", "NaN", "12", "x.5"));
        Mutants.Mutant<Map<String, Object>> m = Mutants.oneUlpInText(read);
        assertThat(m.path).isEqualTo("[b][2]");
        assertThat(m.value.get("b")).isEqualTo(List.of("1", "0.5", Double.toString(Math.nextUp(1e5)), "NaN", "12", "x.5"));
        assertThat(read.get("b")).as("original untouched").isEqualTo(List.of("1", "0.5", "1e5", "NaN", "12", "x.5"));
        JsonNode tree = References.MAPPER.valueToTree(Map.of("r", Map.of("AED", "3.6725", "USD", "1")));
        Mutants.Mutant<JsonNode> t = Mutants.oneUlpInText(tree);
        assertThat(t.value.get("r").get("AED").textValue()).isEqualTo(Double.toString(Math.nextUp(3.6725)));
        assertThat(t.value.get("r").get("USD").textValue()).isEqualTo("1");
        assertThat(Mutants.oneUlpInText(Map.of("i", "12", "w", "word"))).isNull();
        assertThat(MutantChecks.mutants(read)).as("missing and text ulp").hasSize(2);
        assertThat(MutantChecks.mutants(References.currency())).as("no text ulp where a number can move").hasSize(2);
    }

    @Test
    void onePercentOffMovesALargeNumberOfTheLastDocumentAndAllZerosEveryNumber() {
        VectorDocs docs = threeDocs(false);
        Mutants.Mutant<VectorDocs> off = Mutants.onePercentOff(docs);
        assertThat(off.path).as("the last at least a tenth of the largest, not the tiny last one").isEqualTo("data[2].emb[1]");
        assertThat(off.value.data.get(2).emb[1]).isEqualTo((float) (-0.25f * 1.01));
        assertThat(docs.data.get(2).emb[1]).as("original untouched").isEqualTo(-0.25f);
        off.value.data.get(2).emb[1] = -0.25f;
        assertThat(Exact.diff(docs, off.value)).as("nothing else differs").isNull();

        Mutants.Mutant<VectorDocs> zeros = Mutants.allZeros(docs);
        assertThat(zeros.value.data).allSatisfy(r -> assertThat(r.emb).containsOnly(0f));
        assertThat(zeros.value.data.get(0)._id).isEqualTo("r0");
        assertThat(Mutants.allZeros(zeros.value)).as("nothing left to zero").isNull();

        Table table = References.table();
        Table zeroTable = Mutants.allZeros(table).value;
        assertThat(zeroTable.rows).hasSize(table.rows.size()).allSatisfy(r -> assertThat(r.balance).isZero());
        assertThat(Mutants.onePercentOff(table)).as("no floating point").isNull();
        Currency c = References.currency();
        assertThat(Mutants.allZeros(c).value.time_last_updated).isZero();
        assertThat(Mutants.allZeros(c).value.rates.values()).containsOnly(0.0);
    }

    /** Three rows of three floats: 0.5, -0.25 and a third that is {@code 0.125 * i} ({@code rising}) or 1e-7 (tiny). */
    static VectorDocs threeDocs(boolean rising) {
        VectorDocs docs = new VectorDocs();
        docs.data = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            VectorDocs.Row row = new VectorDocs.Row();
            row._id = "r" + i;
            row.text = "t";
            row.emb = new float[] {0.5f, -0.25f, rising ? 0.125f * i : 1e-7f};
            docs.data.add(row);
        }
        return docs;
    }
}
