package dev.jfpbench.core;

import dev.jfpbench.core.data.DatasetException;
import dev.jfpbench.core.data.Datasets;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.Image;
import dev.jfpbench.core.model.MediaContent;
import dev.jfpbench.core.model.MediaItem;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DatasetsTest {

    @Test
    void currencyHasTheShapeOfTheLatestUsdAnswer() {
        byte[] file = Datasets.read("currency.json");
        assertThat(file.length).isBetween(1800, 2600);
        Currency c = References.currency();
        assertThat(c.base).isEqualTo("USD");
        assertThat(c.provider).startsWith("https://");
        assertThat(c.terms).startsWith("https://");
        assertThat(c.date).matches("\\d{4}-\\d{2}-\\d{2}");
        assertThat(c.time_last_updated).isGreaterThan(1_700_000_000);
        assertThat(c.rates).hasSizeBetween(150, 170).containsEntry("USD", 1.0);
        assertThat(c.rates.keySet()).allMatch(k -> k.matches("[A-Z]{3}"));
        assertThat(c.rates.values()).allMatch(v -> v > 0 && Double.isFinite(v));
    }

    @Test
    void currencyIsCompactAndMostlyTwoDecimals() {
        String json = new String(Datasets.read("currency.json"), StandardCharsets.UTF_8).trim();
        assertThat(json).doesNotContain(" \"", ": ", ", ");
        Matcher m = Pattern.compile("\"[A-Z]{3}\":([0-9.]+)").matcher(json);
        int total = 0, twoDecimals = 0, integers = 0, more = 0;
        while (m.find()) {
            String v = m.group(1);
            total++;
            int dot = v.indexOf('.');
            if (dot < 0) integers++;
            else if (v.length() - dot - 1 <= 2) twoDecimals++;
            else more++;
        }
        assertThat(twoDecimals).isGreaterThan(total / 2);
        assertThat(integers).isPositive();
        assertThat(more).isPositive();
    }

    /** The reference is independent of Jackson: every rate is what the JDK parses from the literal in the file. */
    @Test
    void referenceRatesAreTheJdksParseOfEveryLiteral() {
        String json = new String(Datasets.read("currency.json"), StandardCharsets.UTF_8);
        Currency c = References.currency();
        Matcher m = Pattern.compile("\"([A-Z]{3})\":([-0-9.eE+]+)").matcher(json);
        int n = 0;
        while (m.find()) {
            assertThat(Double.doubleToRawLongBits(c.rates.get(m.group(1))))
                    .as(m.group(1)).isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(m.group(2))));
            n++;
        }
        assertThat(n).isEqualTo(c.rates.size());
    }

    @Test
    void mediaItemIsTheJvmSerializersItem() {
        MediaItem m = References.mediaItem();
        MediaContent c = m.content;
        assertThat(c.uri).isEqualTo("http://javaone.com/keynote.mpg");
        assertThat(c.title).isEqualTo("Javaone Keynote");
        assertThat(c.width).isEqualTo(640);
        assertThat(c.height).isEqualTo(480);
        assertThat(c.format).isEqualTo("video/mpg4");
        assertThat(c.duration).isEqualTo(18_000_000L);
        assertThat(c.size).isEqualTo(58_982_400L);
        assertThat(c.bitrate).isEqualTo(262_144);
        assertThat(c.persons).containsExactly("Bill Gates", "Steve Jobs");
        assertThat(c.player).isEqualTo(MediaContent.Player.JAVA);
        assertThat(c.copyright).isNull();
        assertThat(m.images).hasSize(2);
        assertThat(m.images.get(0).uri).isEqualTo("http://javaone.com/keynote_large.jpg");
        assertThat(m.images.get(0).size).isEqualTo(Image.Size.LARGE);
        assertThat(m.images.get(0).width).isEqualTo(1024);
        assertThat(m.images.get(1).uri).isEqualTo("http://javaone.com/keynote_small.jpg");
        assertThat(m.images.get(1).size).isEqualTo(Image.Size.SMALL);
        assertThat(m.images.get(1).height).isEqualTo(240);
    }

    @Test
    void aMissingDatasetNamesThePathAndHowToGetIt() {
        assertThatThrownBy(() -> Datasets.read("no-such-dataset.json"))
                .isInstanceOf(DatasetException.class)
                .hasMessageContaining("no-such-dataset.json")
                .hasMessageContaining("-Djfpbench.datasets")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"))
                .satisfies(e -> assertThat(e.getStackTrace()).isEmpty());
    }

    @Test
    void aMissingUserFileIsOneClearLine() {
        assertThatThrownBy(() -> References.userJson("/no/such/payload.json", "payload"))
                .isInstanceOf(DatasetException.class)
                .hasMessage("payload file not found: " + Path.of("/no/such/payload.json"));
    }
}
