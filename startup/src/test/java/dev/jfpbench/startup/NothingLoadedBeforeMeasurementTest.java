package dev.jfpbench.startup;

import dev.jfpbench.core.data.Datasets;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Start-up numbers mean something only if the library is first loaded inside the measured method. A fresh JVM
 * (as each JMH fork is) sets up every start-up benchmark, then runs one, logging each class load and its loader:
 * setup may load Jackson only in {@link Isolated}'s throwaway loaders, never in the benchmark's own, and no
 * library at all (nor the code generated for it, nor the benchmark's {@link ColdMapper}) in the benchmark's own.
 */
class NothingLoadedBeforeMeasurementTest {
    static final List<String> BENCHMARKS = List.of(StartupJacksonJr.class.getName(), StartupAfterburner.class.getName(),
            StartupBlackbird.class.getName(), StartupJacksonFast.class.getName(), StartupDslJson.class.getName(),
            StartupFastjson2.class.getName(), StartupAvajeJsonb.class.getName(), StartupJacksonDefault.class.getName());
    /** What the measured first use of Jackson databind must load itself. */
    static final List<String> FIRST_USE = List.of("com.fasterxml.jackson.core.Versioned", "com.fasterxml.jackson.core.JsonFactory",
            "com.fasterxml.jackson.core.JsonParser", "com.fasterxml.jackson.core.JsonGenerator", "com.fasterxml.jackson.databind.ObjectMapper",
            "dev.jfpbench.core.model.Currency");
    /** The same for the libraries of the library shoot-out, each with the code generated for it at compile time. */
    static final List<String> FIRST_USE_DSL_JSON = List.of("com.dslplatform.json.DslJson", "com.dslplatform.json.JsonReader",
            "com.dslplatform.json.JsonWriter", "dev.jfpbench.core.model._Currency_DslJsonConverter", "dev.jfpbench.core.model.Currency");
    static final List<String> FIRST_USE_FASTJSON2 = List.of("com.alibaba.fastjson2.JSON", "com.alibaba.fastjson2.JSONFactory",
            "com.alibaba.fastjson2.JSONReader", "com.alibaba.fastjson2.JSONWriter", "dev.jfpbench.core.model.Currency");
    static final List<String> FIRST_USE_AVAJE = List.of("io.avaje.jsonb.Jsonb", "io.avaje.json.JsonReader", "io.avaje.json.JsonWriter",
            "dev.jfpbench.core.model.jsonb.GeneratedJsonComponent", "dev.jfpbench.core.model.CurrencyJsonAdapter",
            "dev.jfpbench.core.model.Currency");

    /** Runs in the child JVM: args are benchmark classes; sets all up, then runs firstCurrency of the last. */
    public static void main(String[] args) throws Exception {
        Object last = null;
        for (String name : args) {
            last = BenchmarkVerifier.newInstance(Class.forName(name), Map.of());
        }
        System.out.println("=== setup done");
        ((StartupBase) last).firstCurrency();
        System.out.println("=== measured done");
    }

    @Test
    void noLibraryClassLoadsAtSetup() throws Exception {
        VectorDataset.defaultJson(); // the usual case: the vector dataset is already generated
        String[] log = run(List.of());
        assertThat(libraryClasses(log[0], true)).as("library classes loaded by the benchmark's loader at setup").isEmpty();
        assertThat(classes(log[1], true)).as("loaded by the measured method").containsAll(FIRST_USE);
    }

    @Test
    void dslJsonLoadsInTheMeasuredMethod() throws Exception {
        measuredFirstUseLoads(StartupDslJson.class, FIRST_USE_DSL_JSON);
    }

    @Test
    void fastjson2LoadsInTheMeasuredMethod() throws Exception {
        measuredFirstUseLoads(StartupFastjson2.class, FIRST_USE_FASTJSON2);
    }

    @Test
    void avajeJsonbLoadsInTheMeasuredMethod() throws Exception {
        measuredFirstUseLoads(StartupAvajeJsonb.class, FIRST_USE_AVAJE);
    }

    /** Every benchmark set up, the one given last: its firstCurrency is what runs measured. */
    private static void measuredFirstUseLoads(Class<? extends StartupBase> benchmark, List<String> firstUse) throws Exception {
        VectorDataset.defaultJson();
        List<String> order = new ArrayList<>(BENCHMARKS);
        order.remove(benchmark.getName());
        order.add(benchmark.getName());
        String[] log = run(List.of(), order);
        assertThat(libraryClasses(log[0], true)).as("library classes loaded by the benchmark's loader at setup").isEmpty();
        assertThat(classes(log[1], true)).as("loaded by the measured method").containsAll(firstUse);
    }

    /** Generating the vectors needs Jackson: it runs in a throwaway class loader, so the measured method still loads Jackson itself. */
    @Test
    void generatingTheVectorsAtSetupLeavesTheLibraryUnloaded(@TempDir Path datasets) throws Exception {
        for (String name : List.of("currency.json", "media-item.json")) {
            Files.write(datasets.resolve(name), Datasets.read(name));
        }
        String[] log = run(List.of("-Djfpbench.datasets=" + datasets));
        assertThat(Files.list(datasets.resolve("generated")).count()).as("the vectors were generated at setup").isEqualTo(1);
        assertThat(libraryClasses(log[0], false)).as("generation loads Jackson, in a loader of its own").contains("com.fasterxml.jackson.core.JsonGenerator");
        assertThat(libraryClasses(log[0], true)).as("library classes loaded by the benchmark's loader at setup").isEmpty();
        assertThat(classes(log[1], true)).as("loaded by the measured method").containsAll(FIRST_USE);
    }

    /** The class-loading log before the end of setup, and during the measured method. */
    private static String[] run(List<String> jvmArgs) throws Exception {
        return run(jvmArgs, BENCHMARKS);
    }

    private static String[] run(List<String> jvmArgs, List<String> benchmarks) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-Xlog:class+load=debug")); // each load: the class (info), then its loader (debug)
        cmd.addAll(jvmArgs);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "-Djfpbench.root=" + System.getProperty("jfpbench.root", ""),
                NothingLoadedBeforeMeasurementTest.class.getName()));
        cmd.addAll(benchmarks);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        int setupDone = out.indexOf("=== setup done");
        int measuredDone = out.indexOf("=== measured done");
        assertThat(setupDone).as(out).isPositive();
        assertThat(measuredDone).as(out).isGreaterThan(setupDone);
        return new String[]{out.substring(0, setupDone), out.substring(setupDone, measuredDone)};
    }

    static final Pattern LOADED = Pattern.compile("\\[info *\\]\\[class,load *\\] (\\S+) source: ");

    /** Classes loaded, by the application class loader (the benchmark's) or by any other. */
    private static List<String> classes(String log, boolean appLoader) {
        List<String> classes = new ArrayList<>();
        String pending = null;
        for (String line : (Iterable<String>) log.lines()::iterator) {
            Matcher m = LOADED.matcher(line);
            if (m.find()) {
                pending = m.group(1);
            } else if (pending != null && line.contains(" loader: ")) {
                if (line.contains("AppClassLoader") == appLoader) {
                    classes.add(pending);
                }
                pending = null;
            }
        }
        return classes;
    }

    private static List<String> libraryClasses(String log, boolean appLoader) {
        return classes(log, appLoader).stream().filter(NothingLoadedBeforeMeasurementTest::isLibrary).collect(Collectors.toList());
    }

    /** A library's class, code generated for one, or a benchmark's {@link ColdMapper} (which names the library). */
    static boolean isLibrary(String c) {
        for (String prefix : List.of("com.fasterxml.jackson.", "com.dslplatform.", "com.alibaba.fastjson2.", "io.avaje.", "dev.jfpbench.libs.")) {
            if (c.startsWith(prefix)) {
                return true;
            }
        }
        if (c.startsWith("dev.jfpbench.core.model.")) {
            return c.contains("DslJsonConverter") || c.contains("JsonAdapter") || c.startsWith("dev.jfpbench.core.model.jsonb.");
        }
        return c.startsWith("dev.jfpbench.startup.") && c.endsWith("Cold");
    }
}
