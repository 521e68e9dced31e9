package dev.jfpbench.report.answer;

import dev.jfpbench.report.BadInputException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class QuestionsTest {
    @Test
    void aQuestionRegexChoosesRowsByTheirText() {
        // by default the README's answer table (the fast options and their controls); "." every question of both tables
        assertThat(Questions.matching(null)).isEqualTo(Questions.TABLE).hasSize(9).noneMatch(q -> q instanceof Question.Best);
        assertThat(Questions.matching(".")).isEqualTo(Questions.ALL);
        assertThat(Questions.matching("VECTORS WRITE")).extracting(Question::text)
                .containsExactly("Embedding vectors write", "Fastest exact JSON library: vectors write");
        assertThat(Questions.matching("^(?!Fastest)")).hasSize(9).noneMatch(q -> q instanceof Question.Best);
    }

    @Test
    void aRegexThatMatchesNothingNamesTheQuestions() {
        assertThatThrownBy(() -> Questions.matching("protobuf")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("matches no question").hasMessageContaining("Currency write");
        assertThatThrownBy(() -> Questions.matching("(")).isInstanceOf(BadInputException.class).hasMessageContaining("not a regex");
    }

    @Test
    void aUsersVectorsFileMayLeaveOutAVectorsContenderButNeverAReferenceNorAFastOptionRow() {
        java.util.regex.Pattern d = java.util.regex.Pattern.compile(Questions.droppable(Questions.ALL));
        for (String yes : new String[] {"dev.jfpbench.libs.dsljson.LibDslJsonRead.vectors", "dev.jfpbench.libs.jr.LibJacksonJrRead.vectorsFast",
            "dev.jfpbench.libs.fastjson2.LibFastjson2Write.vectors", "dev.jfpbench.formats.KryoVectors.readVectors"}) {
            assertThat(d.matcher(yes).find()).as(yes).isTrue();
        }
        for (String no : new String[] {"dev.jfpbench.libs.jackson.LibJacksonRead.vectorsFast", "dev.jfpbench.libs.jackson.LibJacksonWrite.vectorsFast",
            "dev.jfpbench.libs.jackson.LibJacksonAfterburnerRead.vectors", "dev.jfpbench.compress.JsonCompressedVectors.readVectors",
            "dev.jfpbench.libs.dsljson.LibDslJsonRead.currency", "dev.jfpbench.vectors.VectorHeavyReadWrite.fastFPWrite"}) {
            assertThat(d.matcher(no).find()).as(no).isFalse();
        }
        assertThat(Questions.droppable(Questions.matching("^(?!Fastest)"))).isEmpty();
        // the selection itself keeps the references (the campaign's regex, unchanged)
        assertThat(Questions.matching("library: vectors read").get(0).regex())
                .isEqualTo("Lib(?!Jackson(Afterburner|Blackbird|Streaming|Tree))[A-Za-z0-9]+Read\\.vectors(Fast)?$");
        assertThat(Questions.matching("format over JSON: vectors").get(0).regex())
                .isEqualTo("(Avro|Protobuf|Kryo|ThriftManual|JdkSerial|JsonCompressed)(ReadWrite|Vectors)\\.readVectors$");
    }
}
