/**
 * The illustrations of each blog article, by slug. The PNGs are drawn by
 * scripts/blog-images.ts (npx tsx scripts/blog-images.ts) into public/images/blog/; the
 * infographic alt text repeats the infographic's title and points so a screen-reader user
 * gets the same information.
 */
import type { BlogImages } from "./types.ts";

export const BLOG_IMAGES: Record<string, BlogImages> = {
  "como-proteger-tu-piel-del-sol-en-mexico": {
    feature: {
      src: "/images/blog/feature/como-proteger-tu-piel-del-sol-en-mexico-feature.png",
      alt: "Ilustración de una playa: una sombrilla de rayas naranjas y blancas clavada en la arena, un sombrero de ala ancha, un frasco de protector solar, unos lentes oscuros y un sol brillante.",
      caption:
        "Sombra, ropa que cubre, lentes y protector solar: las bases para cuidar tu piel del sol.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/como-proteger-tu-piel-del-sol-en-mexico-hero.png",
      alt: "Ilustración de un día soleado en la playa: a la izquierda el sol; en la arena, un frasco de protector solar, una toalla con lentes oscuros, una sombrilla naranja y blanca y un sombrero.",
      caption: "En México la radiación ultravioleta es alta casi todo el año.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/como-proteger-tu-piel-del-sol-en-mexico-1.png",
        alt: "Ilustración de una persona de espaldas, con blusa de tirantes y varios lunares en la espalda; una lupa amplía un lunar irregular, de bordes disparejos y varios tonos de café. Arriba, un sol.",
        caption:
          "Un lunar que cambia de forma, color o tamaño merece una revisión con el dermatólogo.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/como-proteger-tu-piel-del-sol-en-mexico-infografia.png",
      alt: "Infografía «Protege tu piel del sol». 4 hábitos diarios y una señal para consultar. 1. Usa protector solar. De amplio espectro, FPS 30 o más. Vuelve a aplicarlo cada 2 horas y al salir del agua. 2. Busca la sombra. Evita el sol directo de 10:00 a 16:00 h, cuando la radiación es más intensa. 3. Cúbrete. Sombrero de ala ancha, lentes con filtro UV y ropa de manga larga. 4. También en días nublados. Los rayos UV atraviesan las nubes; protégete todo el año. 5. Revisa tus lunares. Si uno cambia de forma, color o tamaño, sangra o no cicatriza, acude al dermatólogo. Ante cualquier cambio en tu piel, acude a tu médico.",
      caption:
        "Infografía con cuatro hábitos para protegerte del sol y la señal para consultar al dermatólogo.",
      width: 800,
      height: 1000,
    },
  },
  "acne-en-adultos-causas-y-cuando-consultar": {
    feature: {
      src: "/images/blog/feature/acne-en-adultos-causas-y-cuando-consultar-feature.png",
      alt: "Ilustración de una mujer joven de cabello castaño que se mira sonriente en un espejo redondo; tiene algunos granos rojos en las mejillas, la frente y la barbilla. A los lados, un limpiador con dosificador, un tarro de crema y gotas de agua.",
      caption: "El acné también aparece en la edad adulta, y tiene tratamiento.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/acne-en-adultos-causas-y-cuando-consultar-hero.png",
      alt: "Ilustración de una mujer de piel morena con granos en las mejillas y la frente; a la derecha, sobre una repisa, un limpiador con dosificador, un tubo de crema y un tarro, con gotas de agua encima.",
      caption: "Una rutina suave y constante ayuda más que los productos agresivos.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/acne-en-adultos-causas-y-cuando-consultar-1.png",
        alt: "Ilustración de una repisa con un limpiador con dosificador, un tubo de crema, un tarro y una planta en maceta; arriba, un calendario con varios días marcados y un reloj.",
        caption: "Los tratamientos para el acné suelen tardar semanas en mostrar resultados.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/acne-en-adultos-causas-y-cuando-consultar-infografia.png",
      alt: "Infografía «Acné en adultos: 5 claves». Cuidados en casa y cuándo ver al dermatólogo. 1. Lava tu cara con suavidad. Dos veces al día, con un limpiador suave y sin tallar. 2. No aprietes los granos. Hacerlo puede dejar manchas y cicatrices. 3. Elige productos «no comedogénicos». Cremas y maquillaje que no tapen los poros. 4. Ten paciencia. Los tratamientos suelen tardar varias semanas en mostrar resultados. 5. Consulta al dermatólogo. Si hay bultos dolorosos, cicatrices, cambios en tu ciclo o afecta tu ánimo. No te automediques: acude a tu médico.",
      caption:
        "Infografía con cinco claves para cuidar la piel con acné y saber cuándo ver al dermatólogo.",
      width: 800,
      height: 1000,
    },
  },
  "ansiedad-senales-y-cuando-pedir-ayuda": {
    feature: {
      src: "/images/blog/feature/ansiedad-senales-y-cuando-pedir-ayuda-feature.png",
      alt: "Ilustración de un hombre con los ojos cerrados y expresión tranquila que respira con calma; a los lados, líneas onduladas de aire, unos pulmones y un corazón con la línea del pulso.",
      caption: "Respirar despacio ayuda a calmar el cuerpo cuando aparece la ansiedad.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/ansiedad-senales-y-cuando-pedir-ayuda-hero.png",
      alt: "Ilustración de una persona sentada con las piernas cruzadas y los ojos cerrados, rodeada de círculos suaves; a la derecha, unos pulmones y líneas de aire.",
      caption: "La ansiedad que no cede y afecta tu día a día merece atención profesional.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/ansiedad-senales-y-cuando-pedir-ayuda-1.png",
        alt: "Ilustración de un hilo enredado en forma de bola que se convierte en una línea ondulada y tranquila hasta llegar a un corazón, con hojas verdes alrededor.",
        caption: "Con apoyo profesional, la ansiedad se puede tratar.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/ansiedad-senales-y-cuando-pedir-ayuda-infografia.png",
      alt: "Infografía «Ansiedad: señales para pedir ayuda». Cuándo los nervios dejan de ser pasajeros. 1. Preocupación constante. Difícil de controlar y presente la mayoría de los días. 2. Síntomas en el cuerpo. Palpitaciones, tensión muscular, falta de aire o problemas para dormir. 3. Evitas situaciones. Dejas de ir a lugares o de hacer cosas por miedo o nervios. 4. Afecta tu vida diaria. En el trabajo, la escuela, tu familia o tus relaciones. 5. Respira y pide apoyo. Respirar lento ayuda, pero no sustituye la atención profesional. Si piensas en hacerte daño, llama al 911 o a la Línea de la Vida: 800 911 2000.",
      caption: "Infografía con cinco señales de que la ansiedad necesita atención profesional.",
      width: 800,
      height: 1000,
    },
  },
  "depresion-mitos-y-realidades": {
    feature: {
      src: "/images/blog/feature/depresion-mitos-y-realidades-feature.png",
      alt: "Ilustración de una cabeza de perfil con un cerebro dentro; a la izquierda, una nube con lluvia; a la derecha, un sol que se asoma detrás de una nube blanca y una planta que brota en una maceta.",
      caption: "La depresión es una enfermedad, no una debilidad, y tiene tratamiento.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/depresion-mitos-y-realidades-hero.png",
      alt: "Ilustración de un camino punteado que va de una nube con lluvia hacia un sol detrás de una nube y una planta que brota; en medio, un cerebro.",
      caption: "Con tratamiento, la mayoría de las personas con depresión mejora.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/depresion-mitos-y-realidades-1.png",
        alt: "Ilustración de dos personas que conversan: una mujer de cabello largo oscuro y un hombre de piel oscura, con globos de diálogo encima, uno con un corazón y otro con puntos suspensivos.",
        caption: "Hablar con alguien de confianza o con un profesional es un primer paso.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/depresion-mitos-y-realidades-infografia.png",
      alt: "Infografía «Depresión: mitos y realidades». Lo que sí sabemos sobre esta enfermedad. 1. Mito: «es solo tristeza». Realidad: es una enfermedad que dura semanas y afecta el sueño, el apetito y la energía. 2. Mito: «es falta de voluntad». Realidad: influyen factores biológicos, psicológicos y sociales; no es debilidad. 3. Mito: «hablarlo lo empeora». Realidad: hablar con alguien de confianza y pedir ayuda es un primer paso. 4. Mito: «no tiene tratamiento». Realidad: la psicoterapia y, cuando el médico lo indica, los medicamentos ayudan. 5. Mito: «solo les pasa a los adultos». Realidad: también afecta a niñas, niños, adolescentes y personas mayores. Si piensas en hacerte daño, llama al 911 o a la Línea de la Vida: 800 911 2000.",
      caption:
        "Infografía que contrasta cinco mitos frecuentes sobre la depresión con lo que sí se sabe.",
      width: 800,
      height: 1000,
    },
  },
  "infecciones-de-transmision-sexual-prevencion-y-pruebas": {
    feature: {
      src: "/images/blog/feature/infecciones-de-transmision-sexual-prevencion-y-pruebas-feature.png",
      alt: "Ilustración de un escudo rosa con una palomita en el centro; a la izquierda, dos empaques de condón; a la derecha, una gradilla con tres tubos de ensayo y dos corazones.",
      caption: "El condón y las pruebas periódicas son tus mejores aliados contra las ITS.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/infecciones-de-transmision-sexual-prevencion-y-pruebas-hero.png",
      alt: "Ilustración de una tabla con una lista de casillas marcadas, un microscopio, un tubo de ensayo, un escudo con palomita y un empaque de condón.",
      caption: "Muchas ITS no dan síntomas: la única forma de saberlo es hacerse la prueba.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/infecciones-de-transmision-sexual-prevencion-y-pruebas-1.png",
        alt: "Ilustración de una hoja de resultados de laboratorio con el dibujo de un tubo de ensayo y una lista con palomitas verdes, junto a un candado cerrado, un tubo de ensayo y una insignia verde de aprobación.",
        caption: "Tus resultados son confidenciales.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/infecciones-de-transmision-sexual-prevencion-y-pruebas-infografia.png",
      alt: "Infografía «ITS: prevención y pruebas». Cuidarte es parte de una vida sexual sana. 1. Usa condón. En cada relación sexual, de principio a fin. 2. Hazte pruebas. De VIH, sífilis y otras ITS, aunque no tengas síntomas. 3. Vacúnate. Hay vacunas contra el VPH y la hepatitis B; pregunta por ellas. 4. Habla con tu pareja. Compartan resultados y decidan juntos cómo cuidarse. 5. Atiende los síntomas. Llagas, flujo anormal, ardor o verrugas: acude a tu médico; no te automediques. Las pruebas son confidenciales: acude a tu médico o a tu centro de salud.",
      caption:
        "Infografía con cinco formas de prevenir las infecciones de transmisión sexual y detectarlas a tiempo.",
      width: 800,
      height: 1000,
    },
  },
  "virus-del-papiloma-humano-vacuna-y-deteccion": {
    feature: {
      src: "/images/blog/feature/virus-del-papiloma-humano-vacuna-y-deteccion-feature.png",
      alt: "Ilustración de una jeringa de vacuna junto a un frasco de vacuna y un calendario con tres días marcados con palomita; arriba, una insignia verde de aprobación.",
      caption:
        "La vacuna contra el VPH es más eficaz si se aplica antes de iniciar la vida sexual.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/virus-del-papiloma-humano-vacuna-y-deteccion-hero.png",
      alt: "Ilustración de varias partículas de virus grises, a la izquierda, que quedan fuera de un gran escudo rosa con palomita; a la derecha, una jeringa y un frasco de vacuna.",
      caption:
        "La vacuna protege contra los tipos de VPH que causan la mayoría de los casos de cáncer cervicouterino.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/virus-del-papiloma-humano-vacuna-y-deteccion-1.png",
        alt: "Ilustración de una niña y un niño sonrientes con una curita en el hombro; entre ellos, un escudo con palomita y una jeringa.",
        caption: "Vacunarse en la infancia protege a futuro: pregunta en tu centro de salud.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/virus-del-papiloma-humano-vacuna-y-deteccion-infografia.png",
      alt: "Infografía «VPH: vacuna y detección». Dos herramientas para prevenir el cáncer cervicouterino. 1. La vacuna protege. Es más eficaz si se aplica en la infancia o la adolescencia, antes de iniciar la vida sexual. 2. Completa tu esquema. Tu médico o centro de salud te indica cuándo te toca cada aplicación. 3. Papanicolaou y prueba de VPH. Detectan cambios en el cuello uterino antes de que se vuelvan cáncer. 4. Usa condón. Reduce el riesgo de contagio, aunque no lo elimina por completo. 5. Aunque estés vacunada. Sigue haciéndote tus pruebas de detección cuando te corresponda. Pregunta en tu centro de salud por la vacuna y las pruebas de detección.",
      caption:
        "Infografía sobre la vacuna contra el VPH y las pruebas de detección del cáncer cervicouterino.",
      width: 800,
      height: 1000,
    },
  },
  "hipertension-arterial-el-enemigo-silencioso": {
    feature: {
      src: "/images/blog/feature/hipertension-arterial-el-enemigo-silencioso-feature.png",
      alt: "Ilustración de un brazo apoyado sobre una mesa con el brazalete de un baumanómetro digital en la parte superior; el monitor muestra un pequeño corazón. Junto a él, un salero y un corazón con la línea del pulso.",
      caption:
        "Medir la presión en casa ayuda a detectar la hipertensión, que casi nunca da síntomas.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/hipertension-arterial-el-enemigo-silencioso-hero.png",
      alt: "Ilustración de una mesa con un baumanómetro digital y su brazalete, una libreta de registro con corazones y un vaso de agua; arriba, un reloj y un corazón.",
      caption: "Anotar tus cifras con fecha y hora le da a tu médico información valiosa.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/hipertension-arterial-el-enemigo-silencioso-1.png",
        alt: "Ilustración de hábitos que cuidan la presión: un salero con un signo de menos, un brócoli, un tenis para caminar y una libreta de registro con corazones.",
        caption: "Menos sal, más verduras y actividad física ayudan a controlar la presión.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/hipertension-arterial-el-enemigo-silencioso-infografia.png",
      alt: "Infografía «Mide tu presión en casa». 5 pasos para una medición confiable. 1. Reposa antes. Siéntate 5 minutos en calma, con la espalda apoyada y los pies en el piso. 2. Brazo a la altura del corazón. Apoyado en la mesa, con el brazalete sobre la piel y sin hablar. 3. Sin café ni tabaco. Evítalos, igual que el ejercicio, 30 minutos antes de medir. 4. Anota tus cifras. Registra fecha, hora y resultado, y lleva la libreta a tu consulta. 5. Acude a tu médico. Si tus cifras salen altas de forma repetida, aunque te sientas bien. Presión muy alta con dolor de pecho, de cabeza intenso o visión borrosa: llama al 911.",
      caption: "Infografía con cinco pasos para medir correctamente la presión arterial en casa.",
      width: 800,
      height: 1000,
    },
  },
  "infarto-senales-de-alarma-y-que-hacer": {
    feature: {
      src: "/images/blog/feature/infarto-senales-de-alarma-y-que-hacer-feature.png",
      alt: "Ilustración de un gran corazón rojo con la línea del pulso, un teléfono celular con una llamada en curso y una ambulancia en camino.",
      caption: "Ante señales de infarto, llama al 911 de inmediato.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/infarto-senales-de-alarma-y-que-hacer-hero.png",
      alt: "Ilustración de una ambulancia en camino, junto a un teléfono celular con una llamada en curso y un corazón con la línea del pulso.",
      caption: "Cada minuto cuenta: llamar pronto al 911 salva vidas.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/infarto-senales-de-alarma-y-que-hacer-1.png",
        alt: "Ilustración de un hombre mayor de cabello canoso y expresión preocupada que se lleva la mano al pecho, con marcas de dolor; a la derecha, un teléfono celular con una llamada en curso.",
        caption:
          "El dolor u opresión en el pecho que dura más de unos minutos es una señal de alarma.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/infarto-senales-de-alarma-y-que-hacer-infografia.png",
      alt: "Infografía «Infarto: 5 señales de alarma». Si aparecen, cada minuto cuenta. 1. Dolor u opresión en el pecho. Dura más de unos minutos, o se va y regresa. 2. Dolor que se extiende. Hacia un brazo, la espalda, el cuello, la mandíbula o la boca del estómago. 3. Falta de aire. Con o sin dolor de pecho. 4. Sudor frío, náusea o mareo. En mujeres, personas mayores o con diabetes las señales pueden ser menos típicas. 5. Llama al 911 de inmediato. No esperes a que pase ni manejes tú: pide una ambulancia. ¿Señales de infarto? Llama al 911 de inmediato.",
      caption: "Infografía con las cinco señales de alarma de un infarto y qué hacer.",
      width: 800,
      height: 1000,
    },
  },
  "diabetes-tipo-2-prevencion-y-deteccion-temprana": {
    feature: {
      src: "/images/blog/feature/diabetes-tipo-2-prevencion-y-deteccion-temprana-feature.png",
      alt: "Ilustración de un glucómetro con una tira reactiva y una gota de sangre en la pantalla; a la izquierda, una mano con el dedo índice levantado y una gota de sangre en la punta; a la derecha, una manzana roja y un tenis.",
      caption: "Una prueba de glucosa sencilla permite detectar la diabetes a tiempo.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/diabetes-tipo-2-prevencion-y-deteccion-temprana-hero.png",
      alt: "Ilustración de un plato dividido, con la mitad de verduras, un cuarto de proteína y un cuarto de cereales; junto a él, cubiertos, un vaso de agua, un glucómetro, una manzana y un tenis.",
      caption: "Comer mejor y moverte más reducen el riesgo de diabetes tipo 2.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/diabetes-tipo-2-prevencion-y-deteccion-temprana-1.png",
        alt: "Ilustración de un calendario con un día marcado con palomita, un glucómetro con una gota de sangre en la pantalla y un tubo de ensayo con sangre.",
        caption: "Pregunta a tu médico cada cuánto debes hacerte la prueba de glucosa.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/diabetes-tipo-2-prevencion-y-deteccion-temprana-infografia.png",
      alt: "Infografía «Diabetes tipo 2: prevenirla y detectarla». Pequeños cambios que reducen el riesgo. 1. Muévete. Al menos 150 minutos de actividad física a la semana, como caminar a paso rápido. 2. Come mejor. Más verduras, frutas enteras y agua simple; menos bebidas azucaradas y ultraprocesados. 3. Cuida tu peso y tu cintura. Bajar un poco de peso, si te sobra, ya reduce el riesgo. 4. Hazte la prueba de glucosa. Sobre todo si tienes sobrepeso, familiares con diabetes o tuviste diabetes en el embarazo. 5. Reconoce las señales. Mucha sed, orinar seguido, cansancio o visión borrosa: acude a tu médico. La detección temprana es sencilla: pregunta a tu médico.",
      caption:
        "Infografía con cinco acciones para prevenir la diabetes tipo 2 y detectarla a tiempo.",
      width: 800,
      height: 1000,
    },
  },
  "pie-diabetico-cuidados-diarios": {
    feature: {
      src: "/images/blog/feature/pie-diabetico-cuidados-diarios-feature.png",
      alt: "Ilustración de la planta de un pie y, junto a ella, un espejo de mano en el que se refleja el pie; una insignia verde de aprobación y un tenis.",
      caption: "Revisar tus pies cada día, con ayuda de un espejo, previene complicaciones.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/pie-diabetico-cuidados-diarios-hero.png",
      alt: "Ilustración de un recipiente con agua, un termómetro, toallas dobladas, un calcetín blanco y un tenis.",
      caption:
        "Agua tibia, secado cuidadoso, calcetines limpios y calzado cómodo: tu rutina diaria.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/pie-diabetico-cuidados-diarios-1.png",
        alt: "Ilustración de un tenis con una lupa encima que revisa su interior, un calcetín blanco y una insignia verde de aprobación.",
        caption: "Antes de ponerte los zapatos, revisa que no haya nada dentro.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/pie-diabetico-cuidados-diarios-infografia.png",
      alt: "Infografía «Pie diabético: cuidado diario». Cinco minutos al día que protegen tus pies. 1. Revisa tus pies cada día. Usa un espejo para ver la planta; busca heridas, ampollas, grietas o cambios de color. 2. Lávalos y sécalos bien. Con agua tibia, nunca caliente; seca muy bien entre los dedos. 3. Hidrata la piel. Una crema sencilla evita grietas; no la pongas entre los dedos. 4. Calzado cómodo, siempre. No camines descalzo y revisa el interior del zapato antes de ponértelo. 5. Acude a tu médico. Ante una herida que no sana, dolor, hinchazón, calor o cambio de color. Una herida en el pie no espera: acude a tu médico pronto.",
      caption: "Infografía con la rutina diaria de cuidado de los pies para personas con diabetes.",
      width: 800,
      height: 1000,
    },
  },
  "salud-menstrual-cuando-consultar-al-ginecologo": {
    feature: {
      src: "/images/blog/feature/salud-menstrual-cuando-consultar-al-ginecologo-feature.png",
      alt: "Ilustración de un calendario con cuatro días marcados en rosa, un anillo de puntos que representa un ciclo de 28 días con una gota al centro, un estetoscopio y una flor.",
      caption: "Conocer tu ciclo te ayuda a notar cuándo algo cambia.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/salud-menstrual-cuando-consultar-al-ginecologo-hero.png",
      alt: "Ilustración de un anillo de puntos que representa el ciclo menstrual con una gota al centro, un teléfono celular con una aplicación de seguimiento del ciclo, una bolsa de agua caliente y flores.",
      caption: "Registrar tus ciclos en una libreta o una aplicación facilita la consulta.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/salud-menstrual-cuando-consultar-al-ginecologo-1.png",
        alt: "Ilustración de una mujer sonriente con un globo de diálogo que muestra su ciclo, junto a una tabla con una lista de verificación y un estetoscopio.",
        caption: "Llevar un registro de tus síntomas hace más útil tu visita al ginecólogo.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/salud-menstrual-cuando-consultar-al-ginecologo-infografia.png",
      alt: "Infografía «Salud menstrual: cuándo consultar». Señales para acudir al ginecólogo. 1. Sangrado muy abundante. Si empapas una toalla o un tampón cada hora, o expulsas coágulos grandes. 2. Dolor que te detiene. Cólicos que no mejoran y te impiden ir a la escuela, al trabajo o hacer tus actividades. 3. Ciclos irregulares. Reglas muy seguidas, muy espaciadas o que desaparecen sin que haya embarazo. 4. Sangrado fuera de tu regla. Entre periodos, después de tener relaciones o después de la menopausia. 5. Lleva un registro. Anota inicio, duración y síntomas de cada ciclo y llévalo a tu consulta. Sangrado muy abundante con mareo o desmayo: llama al 911.",
      caption: "Infografía con cinco señales para consultar al ginecólogo sobre tu menstruación.",
      width: 800,
      height: 1000,
    },
  },
  "imss-issste-o-medico-privado-como-elegir-atencion": {
    feature: {
      src: "/images/blog/feature/imss-issste-o-medico-privado-como-elegir-atencion-feature.png",
      alt: "Ilustración de un gran hospital con una cruz en el techo y un consultorio pequeño con toldo de rayas; al frente, una credencial profesional con foto y una palomita verde, y una lupa.",
      caption: "Antes de elegir dónde atenderte, verifica la cédula profesional de tu médico.",
      width: 1200,
      height: 630,
    },
    hero: {
      src: "/images/blog/hero/imss-issste-o-medico-privado-como-elegir-atencion-hero.png",
      alt: "Ilustración de una calle con un hospital grande a la izquierda, un árbol, un letrero con dos flechas que apuntan en direcciones opuestas y un consultorio privado a la derecha.",
      caption: "Público o privado: cada opción tiene ventajas según tu situación.",
      width: 1200,
      height: 600,
    },
    supporting: [
      {
        src: "/images/blog/supporting/imss-issste-o-medico-privado-como-elegir-atencion-1.png",
        alt: "Ilustración de una computadora portátil con una barra de búsqueda y un resultado en pantalla, junto a una credencial profesional con palomita verde, una lupa y un estetoscopio.",
        caption:
          "La cédula profesional se puede consultar en línea en el Registro Nacional de Profesionistas.",
        width: 800,
        height: 500,
      },
    ],
    infographic: {
      src: "/images/blog/infographic/imss-issste-o-medico-privado-como-elegir-atencion-infografia.png",
      alt: "Infografía «IMSS, ISSSTE o médico privado». Cómo elegir dónde atenderte. 1. Revisa tu derechohabiencia. IMSS si trabajas en el sector privado; ISSSTE si trabajas para el gobierno federal. 2. Sin seguridad social. Puedes atenderte en IMSS-Bienestar o en los servicios de salud de tu estado. 3. Consulta privada. Compara costos, horarios y si acepta tu seguro de gastos médicos. 4. Verifica la cédula profesional. Búscala en el Registro Nacional de Profesionistas de la SEP, también la de especialidad. 5. Pregunta y compara. Pide que te expliquen tu diagnóstico y tus opciones; puedes pedir una segunda opinión. En una emergencia, llama al 911 o acude al hospital más cercano.",
      caption:
        "Infografía con cinco puntos para elegir entre IMSS, ISSSTE, servicios estatales o un médico privado.",
      width: 800,
      height: 1000,
    },
  },
};
